import type { TFunction } from 'i18next';

/** The name of a step of the common certification scale (0: no minimum), in the interface language. */
export function certificationStepLabel(t: TFunction, step: number): string {
  return step === 0 ? t('outings.certificationSteps.none') : t(`outings.certificationSteps.step${step}`);
}
