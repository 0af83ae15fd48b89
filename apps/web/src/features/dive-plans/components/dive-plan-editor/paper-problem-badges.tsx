import type { DiverPaperProblem } from '@club/shared/api/dive-plans';
import { dayIn } from '@club/shared/domain/diver-file';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../../lib/club-context.tsx';
import { paperProblemLabel } from './paper-problems.ts';

/**
 * A diver's papers that will not cover the outing's day, one small red badge each, beside their name on
 * the board: the dive director decides what to do, nothing is refused for them.
 */
export function PaperProblemBadges({
  name,
  problems,
}: {
  name: string;
  problems: readonly DiverPaperProblem[];
}) {
  const { t, i18n } = useTranslation();
  const today = dayIn(useClub().Time_zone);
  if (problems.length === 0) return null;
  return (
    <Group
      gap={4}
      wrap="wrap"
      component="ul"
      aria-label={t('divePlanEditor.papers.listOf', { name })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="board-paper-problems"
    >
      {problems.map((problem) => (
        <Badge
          key={problem.Kind}
          component="li"
          size="xs"
          color="red"
          variant="light"
          data-kind={problem.Kind}
        >
          {paperProblemLabel(t, problem, i18n.language, today)}
        </Badge>
      ))}
    </Group>
  );
}
