import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { longDay, type PaperProblem, paperOfCode } from '../../../lib/divers/paper-view.ts';

export type OverrideAsked = { userId: number; name: string; problem: PaperProblem };

/** What a paper refusal says of a participant, in the third person: which paper, until when. */
function problemOf(t: TFunction, problem: PaperProblem, language: string): string {
  if (problem.Code === 'level_not_checked') return t('outings.participants.problemLevel');
  const kind = problem.Kind ?? paperOfCode(problem.Code);
  const paper = kind ? t(`papers.labels.${kind}`) : t('papers.problem.somePaper');
  if (problem.Code === 'paper_not_checked') return t('outings.participants.problemNotChecked', { paper });
  if (!problem.Valid_until) return t('outings.participants.problemMissing', { paper });
  return t('outings.participants.problemExpired', { paper, until: longDay(problem.Valid_until, language) });
}

/** Asks the manager why they add a member whose papers will not cover the day; the reason is kept. */
export function OverrideDialog({
  asked,
  busy,
  onCancel,
  onConfirm,
}: {
  asked: OverrideAsked | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      opened={asked !== null}
      onClose={onCancel}
      title={t('outings.participants.reasonTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {asked && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed !== '') onConfirm(trimmed);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('outings.participants.reasonIntro', {
                name: asked.name,
                problem: problemOf(t, asked.problem, i18n.language),
              })}
            </Text>
            <Textarea
              label={t('outings.participants.reasonLabel')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onCancel}>
                {t('outings.cancel')}
              </Button>
              <Button type="submit" color="orange" disabled={trimmed === ''} loading={busy}>
                {t('outings.participants.reasonConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
