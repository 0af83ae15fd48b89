import { AspectRatio, Loader, Modal, Text } from '@mantine/core';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNestedPopup } from '../../../lib/nested-popups.tsx';

const isModelFile = (url: string) => /\.(glb|gltf)(\?|#|$)/i.test(url);

/**
 * The 3D model popup: a glTF/GLB file in @google/model-viewer (loaded only here, on demand), any other
 * address as an embedded 3D page.
 */
export default function Model3dModal({
  url,
  title,
  onClose,
}: {
  url: string;
  title: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const model = isModelFile(url);
  const [ready, setReady] = useState(!model);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!model) return;
    let cancelled = false;
    import('@google/model-viewer')
      .then(() => {
        if (!cancelled) setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [model]);

  useNestedPopup(true);
  return (
    <Modal opened onClose={onClose} title={t('spots.model3d.title', { name: title })} size="xl" centered>
      <AspectRatio ratio={4 / 3}>
        {failed ? (
          <Text>{t('spots.model3d.failed')}</Text>
        ) : !ready ? (
          <Loader />
        ) : model ? (
          createElement('model-viewer', {
            src: url,
            alt: title,
            'camera-controls': true,
            'auto-rotate': true,
            style: { width: '100%', height: '100%', background: '#0b2545' },
          })
        ) : (
          <iframe
            src={url}
            title={title}
            allow="fullscreen; xr-spatial-tracking"
            allowFullScreen
            style={{ border: 0 }}
          />
        )}
      </AspectRatio>
    </Modal>
  );
}
