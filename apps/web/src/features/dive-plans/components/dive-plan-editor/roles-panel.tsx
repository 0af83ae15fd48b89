import type { DivePlan } from '@club/shared/api/dive-plans';
import { divePlanLimits, RESCUE_KIT_ITEMS, type RescueKitItem } from '@club/shared/domain/dive-plan';
import {
  Alert,
  Button,
  Checkbox,
  Collapse,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivePlanDraft } from './dive-plan-draft.ts';
import classes from './dive-plan-editor.module.css';

type Roles = DivePlanDraft['roles'];
type PersonRole = 'diveDirectorId' | 'pilotId' | 'surfaceId';

/** The participants, and the current holders of the roles who are no longer among them, as choices. */
function personChoices(divePlan: DivePlan): { value: string; label: string }[] {
  const choices = new Map<number, string>(divePlan.Divers.map((diver) => [diver.User_id, diver.Name]));
  const holders: [number | null, string | null][] = [
    [divePlan.Roles.Dp_id, divePlan.Roles.Dp_name],
    [divePlan.Roles.Pilot_id, divePlan.Roles.Pilot_name],
    [divePlan.Roles.Surface_id, divePlan.Roles.Surface_name],
  ];
  for (const [id, name] of holders) if (id !== null && !choices.has(id)) choices.set(id, name ?? String(id));
  return [...choices].map(([id, name]) => ({ value: String(id), label: name }));
}

/**
 * The outing's roles (dive director, boat pilot, surface safety, boat) and the rescue kit the dive
 * director ticks on site (A322-78). Folded to a line once the dive director is named: the board is
 * what they work on.
 */
export function RolesPanel({
  divePlan,
  draft,
  onRoles,
  onKit,
}: {
  divePlan: DivePlan;
  draft: DivePlanDraft;
  onRoles(change: Partial<Roles>): void;
  onKit(items: RescueKitItem[]): void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(divePlan.Roles.Dp_id === null);
  const panelId = useId();
  const titleId = useId();
  const choices = personChoices(divePlan);
  const nameOf = (id: number | null) => choices.find((choice) => choice.value === String(id))?.label;
  const roles = draft.roles;
  const diveDirectorProblems =
    roles.diveDirectorId === divePlan.Roles.Dp_id ? divePlan.Roles.Dp_problems : [];
  const personSelect = (role: PersonRole, label: string) => (
    <Select
      label={label}
      data={choices}
      value={roles[role] === null ? null : String(roles[role])}
      onChange={(value) => onRoles({ [role]: value === null ? null : Number(value) })}
      searchable
      clearable
      placeholder={t('divePlanEditor.roles.nobody')}
      nothingFoundMessage={t('divePlanEditor.roles.nobodyFound')}
    />
  );
  const summary = [
    t('divePlanEditor.roles.diveDirectorIs', {
      name: nameOf(roles.diveDirectorId) ?? t('divePlanEditor.roles.nobody'),
    }),
    t('divePlanEditor.roles.kitCount', { ticked: draft.rescueKit.length, total: RESCUE_KIT_ITEMS.length }),
  ].join(' · ');

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={2} size="h4" id={titleId}>
              {t('divePlanEditor.roles.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          </Stack>
          <Button
            variant="light"
            size="sm"
            aria-expanded={opened}
            aria-controls={panelId}
            onClick={() => setOpened(!opened)}
          >
            {opened ? t('divePlanEditor.roles.hide') : t('divePlanEditor.roles.show')}
          </Button>
        </Group>
        {diveDirectorProblems.length > 0 && (
          <Alert color="orange" title={t('divePlanEditor.roles.diveDirectorWarning')}>
            <List size="sm">
              {diveDirectorProblems.map((problem) => (
                <List.Item key={problem.Rule}>
                  {problem.Message} ({problem.Article})
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Collapse expanded={opened} id={panelId}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              {personSelect('diveDirectorId', t('divePlanEditor.roles.diveDirector'))}
              {personSelect('pilotId', t('divePlanEditor.roles.pilot'))}
              {personSelect('surfaceId', t('divePlanEditor.roles.surface'))}
              <TextInput
                label={t('divePlanEditor.roles.boat')}
                value={roles.boat}
                maxLength={divePlanLimits.boat}
                onChange={(event) => onRoles({ boat: event.currentTarget.value })}
              />
            </SimpleGrid>
            <Checkbox.Group
              label={t('divePlanEditor.kit.title')}
              description={t('divePlanEditor.kit.hint')}
              value={draft.rescueKit}
              onChange={(values) => onKit(RESCUE_KIT_ITEMS.filter((item) => values.includes(item)))}
            >
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={0} mt="xs">
                {RESCUE_KIT_ITEMS.map((item) => (
                  <Checkbox
                    key={item}
                    value={item}
                    label={t(`divePlanEditor.kit.${item}`)}
                    className={classes.checkRow}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
