import type { Organism } from '@club/shared/domain/organisms';

/** The organisations' own names; they are not translated. */
export const ORGANISM_NAMES: Record<Organism, string> = {
  ffessm: 'FFESSM',
  padi: 'PADI',
  cmas: 'CMAS',
  naui: 'NAUI',
  bsac: 'BSAC',
  ssi: 'SSI',
  sdi_tdi: 'SDI / TDI',
};

export const organismName = (organism: Organism) => ORGANISM_NAMES[organism];
