import type { DivePlan } from '@club/shared/api/dive-plans';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockOf, myTeams } from './plan-view.ts';

/**
 * "Ma palanquée": the member's team in each dive of the outing (its number, guide, the others, the
 * planned depth and duration, the time). Nothing at all while they are in none, unless `sayWhenNone`.
 */
export function MyPalanquee({
  plan,
  userId,
  timeZone,
  sayWhenNone = false,
  titled = true,
}: {
  plan: DivePlan;
  userId: number;
  timeZone: string;
  sayWhenNone?: boolean;
  /** With its own heading (on the outing's page; the member's plan page has it as its title). */
  titled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const teams = myTeams(plan, userId);
  if (teams.length === 0) return sayWhenNone ? <Text c="dimmed">{t('divePlan.mine.none')}</Text> : null;
  return (
    <Stack gap="xs" component="section" aria-label={t('divePlan.mine.title')} data-testid="my-palanquee">
      {titled && (
        <Title order={2} size="h4">
          {t('divePlan.mine.title')}
        </Title>
      )}
      {teams.map(({ dive, team, guide, companions }) => (
        <Paper key={dive.Index} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text fw={700}>
              {[
                t('divePlan.dive', { index: dive.Index }),
                clockOf(dive.Start, timeZone, i18n.language),
                dive.Spot_name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="sm">
              {[
                t('divePlan.team', { number: team.Number }),
                t('divePlan.depthDuration', { depth: team.Planned_depth, duration: team.Planned_duration }),
                team.Autonomous ? t('divePlan.mine.autonomous') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {guide !== null && <Text size="sm">{t('divePlan.mine.guide', { name: guide })}</Text>}
            {companions.length > 0 && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('divePlan.mine.with', {
                  names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(companions),
                })}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
