import type { DivePlan } from '@club/shared/api/dive-plans';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clockOf, myPalanquees } from './dive-plan-view.ts';

/**
 * "Ma palanquée": the member's palanquée in each dive of the outing (its number, guide, the others, the
 * planned depth and duration, the time). Nothing at all while they are in none, unless `sayWhenNone`.
 */
export function MyPalanquee({
  divePlan,
  userId,
  timeZone,
  sayWhenNone = false,
  titled = true,
}: {
  divePlan: DivePlan;
  userId: number;
  timeZone: string;
  sayWhenNone?: boolean;
  /** With its own heading (on the outing's page; the member's plan page has it as its title). */
  titled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const palanquees = myPalanquees(divePlan, userId);
  if (palanquees.length === 0) return sayWhenNone ? <Text c="dimmed">{t('divePlan.mine.none')}</Text> : null;
  return (
    <Stack gap="xs" component="section" aria-label={t('divePlan.mine.title')} data-testid="my-palanquee">
      {titled && (
        <Title order={2} size="h4">
          {t('divePlan.mine.title')}
        </Title>
      )}
      {palanquees.map(({ dive, palanquee, guide, companions }) => (
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
                t('divePlan.palanquee', { number: palanquee.Number }),
                t('divePlan.depthDuration', {
                  depth: palanquee.Planned_depth,
                  duration: palanquee.Planned_duration,
                }),
                palanquee.Autonomous ? t('divePlan.mine.autonomous') : null,
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
