import { Button } from '@mantine/core';
import { type CSSProperties, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { AreaSpot } from './area-items.ts';

/** The popup and what it downloads load when the button is first pressed. */
const OfflineAreaModal = lazy(() => import('./offline-area-modal.tsx'));

function DownloadIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </svg>
  );
}

/**
 * The map's "offline" button (issue 15): opens "save the area for offline". Shown in a browser that can
 * keep it (Cache Storage, a service worker to answer from it), once the page is interactive.
 */
export function SaveAreaButton({
  spots,
  clubId,
  tileTemplate,
  capMegabytes,
  style,
}: {
  spots: AreaSpot[];
  clubId: number;
  tileTemplate: string;
  capMegabytes: number;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const supported = hydrated && typeof caches !== 'undefined' && 'serviceWorker' in navigator;
  if (!supported || spots.length === 0) return null;
  return (
    <>
      <Button
        size="xs"
        // Dark text on white, like the map's zoom buttons (the white variant's teal text is 4.3:1).
        variant="default"
        leftSection={<DownloadIcon />}
        onClick={() => setOpen(true)}
        style={style}
        data-testid="save-area-open"
      >
        {t('offline.area.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfflineAreaModal
            spots={spots}
            clubId={clubId}
            tileTemplate={tileTemplate}
            capMegabytes={capMegabytes}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
