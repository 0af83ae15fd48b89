import { errorCodes } from '@club/shared/api/errors';
import type { OutingDetails, Participants } from '@club/shared/api/outings';
import { isOrganism } from '@club/shared/domain/organisms';
import { isDivingOuting } from '@club/shared/domain/outings';
import { pages } from '@club/shared/pages';
import { Alert, Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { divingLevelName } from '../../../lib/divers/diving-level-name.ts';
import { PAPER_REFUSALS, type PaperProblem, paperProblemText } from '../../../lib/divers/paper-view.ts';
import { useCancelSignUp } from '../api/cancel-sign-up.ts';
import { useSignUp } from '../api/sign-up.ts';
import { certificationStepLabel } from './certification-step-label.ts';
import { useOutingSlots } from './outing-slots.tsx';
import { type Reader, signUpState } from './sign-up-state.ts';

/** What a refused sign-up or cancellation means, in words. */
function refusalText(t: TFunction, error: unknown): string {
  if (isApiError(error, errorCodes.levelTooLow)) return t('outings.errors.levelTooLow');
  if (isApiError(error, errorCodes.signUpClosed)) return t('outings.errors.signUpClosed');
  return t('outings.errors.other');
}

/**
 * Papers that do not cover the outing's day: which, until when they were valid (or missing), and the
 * way to "Mes papiers". Red when the sign-up was refused for them, amber when it went through anyway.
 */
function PaperProblems({ problems, refused }: { problems: PaperProblem[]; refused: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color={refused ? 'red' : 'orange'}
      role={refused ? 'alert' : 'status'}
      title={refused ? t('papers.problem.refusedTitle') : t('papers.problem.warnedTitle')}
      data-testid="paper-problems"
    >
      <Stack gap={6}>
        {problems.map((problem) => (
          <Text size="sm" key={`${problem.Code}-${problem.Kind ?? ''}`}>
            {paperProblemText(t, problem, i18n.language)}
          </Text>
        ))}
        <Anchor component={Link} to={pages.myDiverFile.to()} size="sm" fw={600}>
          {t('papers.problem.fix')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The member's declared certification: its card's name and its step on the common scale. */
function declaredLevel(t: TFunction, reader: Reader, step: number): string {
  if (reader.kind !== 'member' || reader.organism === null || !isOrganism(reader.organism))
    return t('outings.signUp.noLevel');
  const divingLevel = divingLevelName(t, reader.organism, reader.level);
  return divingLevel ? `${divingLevel} (${certificationStepLabel(t, step)})` : t('outings.signUp.noLevel');
}

/**
 * Signing up and cancelling: a visitor is asked to sign in first; a member sees where they stand
 * (confirmed, waiting with their place) or why they cannot sign up (level, deadline).
 */
export function SignUpPanel({
  outing,
  reader,
  participants,
}: {
  outing: OutingDetails;
  reader: Reader;
  participants: Participants | undefined;
}) {
  const { t } = useTranslation();
  const connection = useConnectionModal();
  const signUp = useSignUp();
  const cancel = useCancelSignUp();
  const state = signUpState(outing, reader, Date.now(), participants);
  const failure = signUp.error ?? cancel.error;
  const busy = signUp.isPending || cancel.isPending;
  const act = (mutation: 'signUp' | 'cancel') => {
    signUp.reset();
    cancel.reset();
    (mutation === 'signUp' ? signUp : cancel).mutate(outing.Id);
  };
  // A refusal for a paper says which one and links to "Mes papiers"; a sign-up let in with papers
  // that will not cover the day says so too (the club's rule for them is "warn").
  const paperRefusal =
    isApiError(signUp.error) && PAPER_REFUSALS.has(signUp.error.code)
      ? [
          {
            Code: signUp.error.code,
            Kind: signUp.error.paper?.Kind,
            Valid_until: signUp.error.paper?.Valid_until,
          },
        ]
      : null;
  const paperWarnings = signUp.data?.Paper_warnings ?? [];
  const { DiveWishes } = useOutingSlots();
  const signedUp = state.kind === 'confirmed' || state.kind === 'waiting';

  return (
    <Paper withBorder radius="md" p="md" data-testid="sign-up-panel">
      <Stack gap="sm">
        {state.kind === 'signInFirst' && (
          <>
            <Text size="sm">{t('outings.signUp.visitor')}</Text>
            <Button onClick={() => connection.open('connect')}>{t('outings.signUp.signIn')}</Button>
          </>
        )}
        {state.kind === 'membersOnly' && <Text size="sm">{t('outings.signUp.membersOnly')}</Text>}
        {/* The theme's light text colours (lib/theme.ts) read at 4.5:1 or more; teal 8 was 3.9:1 on white. */}
        {state.kind === 'confirmed' && (
          <Text fw={700} c="var(--mantine-color-teal-light-color)" role="status">
            {t('outings.signUp.confirmed')}
          </Text>
        )}
        {state.kind === 'waiting' && (
          <Text fw={700} c="var(--mantine-color-orange-light-color)" role="status">
            {state.position === null
              ? t('outings.signUp.waiting')
              : t('outings.signUp.waitingAt', { position: state.position })}
          </Text>
        )}
        {(state.kind === 'confirmed' || state.kind === 'waiting') &&
          (state.canCancel ? (
            <Button
              variant="default"
              color="red"
              loading={cancel.isPending}
              disabled={busy}
              onClick={() => act('cancel')}
            >
              {t('outings.signUp.cancel')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('outings.signUp.closed')}
            </Text>
          ))}
        {state.kind === 'closed' && <Button disabled>{t('outings.signUp.closed')}</Button>}
        {state.kind === 'levelTooLow' && (
          <>
            <Button disabled>{t('outings.signUp.button')}</Button>
            <Text size="sm" id="level-reason">
              {t('outings.signUp.levelTooLow', {
                required: certificationStepLabel(t, state.required),
                declared: declaredLevel(t, reader, state.declared),
              })}{' '}
              <Anchor component={Link} to={pages.profile.to()} size="sm">
                {t('outings.signUp.completeProfile')}
              </Anchor>
            </Text>
          </>
        )}
        {state.kind === 'open' && (
          <>
            {state.full && <Text size="sm">{t('outings.signUp.fullHint')}</Text>}
            <Button loading={signUp.isPending} disabled={busy} onClick={() => act('signUp')}>
              {state.full ? t('outings.signUp.joinWaiting') : t('outings.signUp.button')}
            </Button>
          </>
        )}
        {paperRefusal !== null && <PaperProblems problems={paperRefusal} refused />}
        {paperWarnings.length > 0 && <PaperProblems problems={paperWarnings} refused={false} />}
        {failure && paperRefusal === null && (
          <Alert color="red" role="alert">
            {refusalText(t, failure)}
          </Alert>
        )}
        {/* What the member wants to do under water, for the dive director's palanquées (issue 31). */}
        {signedUp && reader.kind === 'member' && isDivingOuting(outing.Kind) && (
          <Suspense fallback={null}>
            <DiveWishes outingId={outing.Id} userId={reader.userId} participants={participants} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
