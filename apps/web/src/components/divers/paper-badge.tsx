import type { Paper } from '@club/shared/api/diver-files';
import type { PaperKind } from '@club/shared/domain/diver-file';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paperColor, paperDetail, stateLabel } from '../../lib/divers/paper-view.ts';

/** A paper's state as a coloured badge, with its days left or since when it lapsed beside it. */
export function PaperBadge({ kind, paper }: { kind: PaperKind; paper: Paper }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid={`paper-${kind}`} data-state={paper.State}>
      <Badge color={paperColor(paper.State)} variant="light" size="md" style={{ flexShrink: 0 }}>
        {stateLabel(t, paper.State)}
      </Badge>
      <Text size="sm" c={paper.State === 'valid' ? 'dimmed' : undefined}>
        {paperDetail(t, kind, paper, i18n.language)}
      </Text>
    </Group>
  );
}
