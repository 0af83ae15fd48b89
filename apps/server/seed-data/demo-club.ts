/**
 * Content of the demo club: a dive club of the Îles d'Hyères (Var), with real spots of the
 * Port-Cros National Park and of Porquerolles at their real places. The club and its people are
 * fictional (its phone number is in a range reserved for fiction).
 */

export type Bilingual<T> = { fr: T; en: T };

export const DEMO_CLUB = {
  name: 'Club de plongée de Port-Cros',
  color: '#0c8599',
  phone: '04 65 71 12 34',
  email: 'contact@demo.localhost',
  subscriptionName: 'Club',
  languageKeys: ['fr', 'en'],
};

export const DEMO_CLUB_INFOS: Bilingual<{ opening: string; description: string }> = {
  fr: {
    opening:
      "D'avril à octobre : tous les jours, 8 h – 18 h.\nDe novembre à mars : samedi et dimanche, 9 h – 17 h, sur réservation.",
    description:
      "Le club emmène ses membres plonger et randonner en palmes autour des îles d'Or : Port-Cros, " +
      "premier parc national marin d'Europe, et Porquerolles.\n\n" +
      'Baptêmes, formations du niveau 1 au niveau 4, explorations à la journée et sentier sous-marin ' +
      'pour les familles. Nous plongeons selon la charte du Parc national : aucun contact avec le fond, ' +
      'aucun nourrissage, mouillage sur bouée uniquement.',
  },
  en: {
    opening:
      'April to October: every day, 8 am – 6 pm.\nNovember to March: Saturdays and Sundays, 9 am – 5 pm, booking required.',
    description:
      'The club takes its members diving and snorkelling around the Golden Isles: Port-Cros, ' +
      "Europe's first marine national park, and Porquerolles.\n\n" +
      'Try dives, courses from level 1 to level 4, day trips and an underwater trail for families. ' +
      'We dive by the National Park charter: no touching the bottom, no feeding, mooring buoys only.',
  },
};

export const DEMO_LEGAL_NOTICE: Bilingual<string> = {
  fr:
    'Club de plongée de Port-Cros, association loi 1901 fictive : ce site est une démonstration.\n\n' +
    'Directrice de la publication : Claire Vidal. Contact : contact@demo.localhost.',
  en:
    'Club de plongée de Port-Cros, a fictional non-profit association: this site is a demonstration.\n\n' +
    'Publisher: Claire Vidal. Contact: contact@demo.localhost.',
};
