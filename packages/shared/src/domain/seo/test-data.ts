import type { Club } from '../../api/clubs.ts';
import type { NewsSummary } from '../../api/news.ts';
import type { Spot } from '../../api/spots.ts';

/** Shapes of the API, as the SEO tests feed them. */
export const siteUrl = 'https://demo.example.com';

export const club: Club = {
  Id: 7,
  Name: 'Les Palmes de Giens',
  Alias: 'demo',
  Manager_id: 1,
  Facebook_id: null,
  Facebook_link: 'https://www.facebook.com/palmes',
  Spot: true,
  Gallery: true,
  Dolphyn: false,
  Phone: '+33 4 94 00 00 00',
  Subscription_id: 1,
  Color: '#0b7285',
  Color_rgb: '11, 114, 133',
  Theme: null,
  Logo_url: '/files/clubs/7/logo.webp',
  Youtube_id: null,
  Is_live: false,
  Live_url: null,
  Languages: [
    { Id: 1, Language_key: 'fr' },
    { Id: 2, Language_key: 'en' },
  ],
  Time_zone: 'Europe/Paris',
  Offline_area_mb: 100,
};

export const newsItem: NewsSummary = {
  Id: 12,
  Club_id: 7,
  Is_event: false,
  Event_date: null,
  Picture: '/files/news/12.webp',
  Creation_date: '2026-05-01T08:00:00.000Z',
  Language_id: 2,
  Language_key: 'en',
  Title: 'Night dive at La Gabinière',
  Intro_content: 'Torches ready.',
};

export const spot: Spot = {
  Id: 3,
  Club_id: 7,
  Name: 'La Gabinière',
  Country_id: 75,
  Country_code: 'FR',
  Region: 'Var',
  Town: 'Hyères',
  Longitude: 6.4,
  Latitude: 42.98,
  File_3d_url: null,
  Live: false,
  Live_url: null,
  Picture: null,
};
