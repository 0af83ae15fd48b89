import type { Paper } from '@club/shared/api/diver-files';
import type { PaperKind } from '@club/shared/domain/diver-file';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paperColor, paperCovers, paperDetail, stateLabel } from '../../lib/divers/paper-view.ts';

export type PapersOnDay = {
  Medical_certificate: Paper;
  Licence: Paper;
  Membership: Paper;
  Parental_consent: Paper | null;
};

const KINDS = [
  ['medical_certificate', 'Medical_certificate'],
  ['licence', 'Licence'],
  ['membership', 'Membership'],
  ['parental_consent', 'Parental_consent'],
] as const satisfies readonly (readonly [PaperKind, keyof PapersOnDay])[];

/**
 * A diver's papers on a day as small badges: the paper's short name, green or amber when it covers the
 * day, red with its state when it does not ("CACI : À renouveler"); the detail in the badge's title.
 */
export function PaperBadges({ papers, label }: { papers: PapersOnDay; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Group
      gap={4}
      wrap="wrap"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {KINDS.map(([kind, field]) => {
        const paper = papers[field];
        if (paper === null) return null;
        const name = t(`papers.short.${kind}`);
        return (
          <Badge
            key={kind}
            component="li"
            size="xs"
            variant="light"
            color={paperColor(paper.State)}
            title={paperDetail(t, kind, paper, i18n.language)}
            data-testid={`papers-${kind}`}
            data-state={paper.State}
          >
            {paperCovers(paper)
              ? name
              : t('papers.badge', { paper: name, state: stateLabel(t, paper.State) })}
          </Badge>
        );
      })}
    </Group>
  );
}
