import '../../../lib/styles/admin-components.ts';
import {
  editPaperRules,
  PAPER_CHECK_MODES,
  type PaperCheckMode,
  type PaperRules,
} from '@club/shared/api/diver-files';
import {
  Alert,
  Button,
  Drawer,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess, showErrorDialog } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { useEditPaperRules } from '../api/edit-paper-rules.ts';

/** The papers checked at sign-up, each with its own mode. */
const CHECKED_PAPERS = ['Medical_certificate_check', 'Licence_check', 'Membership_check'] as const;
type CheckedPaper = (typeof CHECKED_PAPERS)[number];

type RulesValues = Record<CheckedPaper, PaperCheckMode> & {
  Accept_declared: boolean;
  Manager_digest: boolean;
  seasonEndMonth: string;
  seasonEndDay: string;
};

/** Days of each month a season may end on (never 29 February: it comes once in four years). */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number) => String(value).padStart(2, '0');

function valuesOf(rules: PaperRules): RulesValues {
  const [month = '08', day = '31'] = rules.Season_end.split('-');
  return {
    Medical_certificate_check: rules.Medical_certificate_check,
    Licence_check: rules.Licence_check,
    Membership_check: rules.Membership_check,
    Accept_declared: rules.Accept_declared,
    Manager_digest: rules.Manager_digest,
    seasonEndMonth: month,
    seasonEndDay: day,
  };
}

/** The form's values as the call's body. */
function bodyOf(clubId: number, values: RulesValues) {
  const { seasonEndMonth, seasonEndDay, ...rest } = values;
  return { ...rest, Club_id: clubId, Season_end: `${seasonEndMonth}-${seasonEndDay}` };
}

/**
 * Until a manager chose the rules: a club that existed before papers were checked only warns; a club
 * created since has the defaults (the certificate and the licence block).
 */
function notChosenText(t: TFunction, rules: PaperRules): string {
  const blocks = CHECKED_PAPERS.some((paper) => rules[paper] === 'block');
  return blocks ? t('paperRules.notChosenDefaults') : t('paperRules.notChosen');
}

/** The notice above the table while no manager chose the rules, with the way to them. */
export function RulesNotChosen({ rules, onChoose }: { rules: PaperRules; onChoose(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('paperRules.notChosenTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{notChosenText(t, rules)}</Text>
        <Button size="xs" color="orange" onClick={onChoose}>
          {t('paperRules.choose')}
        </Button>
      </Stack>
    </Alert>
  );
}

function RulesForm({ clubId, rules, onSaved }: { clubId: number; rules: PaperRules; onSaved(): void }) {
  const { t, i18n } = useTranslation();
  const save = useEditPaperRules();
  const form = useSchemaForm<RulesValues>({
    initialValues: valuesOf(rules),
    schema: editPaperRules.body,
    toInput: (values) => bodyOf(clubId, values),
    fieldOf: (path) => (path === 'Season_end' ? 'seasonEndDay' : path),
  });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const months = DAYS_IN_MONTH.map((_, index) => ({
    value: pad(index + 1),
    label: monthName.format(new Date(Date.UTC(2001, index, 1))),
  }));
  const daysInMonth = DAYS_IN_MONTH[Number(form.values.seasonEndMonth) - 1] ?? 31;
  const days = Array.from({ length: daysInMonth }, (_, index) => ({
    value: pad(index + 1),
    label: String(index + 1),
  }));

  const submit = form.onSubmit((values) =>
    save.mutate(bodyOf(clubId, values), {
      onSuccess: () => {
        flashSuccess(t('paperRules.saved'));
        onSaved();
      },
      onError: (error) => {
        if (!isApiError(error, 'invalid_input')) showErrorDialog(t);
        else form.setFieldError('seasonEndDay', t('form.errors.invalid'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm">{t('paperRules.intro')}</Text>
        {CHECKED_PAPERS.map((paper) => {
          const mode = form.values[paper];
          const labelId = `paper-rule-${paper}`;
          return (
            <Stack key={paper} gap={6} role="group" aria-labelledby={labelId}>
              <Text fw={600} size="sm" id={labelId}>
                {t(`paperRules.papers.${paper}`)}
              </Text>
              <SegmentedControl
                fullWidth
                data={PAPER_CHECK_MODES.map((value) => ({ value, label: t(`paperRules.modes.${value}`) }))}
                value={mode}
                onChange={(value) => form.setFieldValue(paper, value as PaperCheckMode)}
              />
              <Text size="xs" c="dimmed">
                {t(`paperRules.explain.${mode}`)}
              </Text>
            </Stack>
          );
        })}
        <Switch
          label={t('paperRules.acceptDeclared')}
          description={t('paperRules.acceptDeclaredHint')}
          {...form.getInputProps('Accept_declared', { type: 'checkbox' })}
        />
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('paperRules.seasonEnd')}
          </Text>
          <Group gap="sm" grow wrap="nowrap">
            <Select
              label={t('paperRules.seasonEndDay')}
              data={days}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('seasonEndDay')}
            />
            <Select
              label={t('paperRules.seasonEndMonth')}
              data={months}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('seasonEndMonth')}
              onChange={(value) => {
                if (value === null) return;
                form.setFieldValue('seasonEndMonth', value);
                const last = DAYS_IN_MONTH[Number(value) - 1] ?? 31;
                if (Number(form.values.seasonEndDay) > last) form.setFieldValue('seasonEndDay', pad(last));
              }}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('paperRules.seasonEndHint')}
          </Text>
        </Stack>
        <Switch
          label={t('paperRules.digest')}
          description={t('paperRules.digestHint')}
          {...form.getInputProps('Manager_digest', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('paperRules.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The club's rules for papers, in a drawer beside the table: how each paper is checked at sign-up, and more. */
export function PaperRulesDrawer({
  clubId,
  rules,
  opened,
  onClose,
}: {
  clubId: number;
  rules: PaperRules | undefined;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Title order={2} size="h4">
          {t('paperRules.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {rules && (
        <Stack gap="md">
          {!rules.Chosen && (
            <Alert color="orange" role="status">
              {notChosenText(t, rules)}
            </Alert>
          )}
          {/* A fresh form each time the drawer opens: from the rules as saved. */}
          {opened && <RulesForm clubId={clubId} rules={rules} onSaved={onClose} />}
        </Stack>
      )}
    </Drawer>
  );
}
