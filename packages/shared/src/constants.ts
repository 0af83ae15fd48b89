/** Business constants of the specification (SPEC.md section 9), named once. */

export const DEFAULT_LANGUAGE = 'fr';
/** Languages the interface is translated into; a club picks its own list among them. */
export const INTERFACE_LANGUAGES = ['fr', 'en', 'de', 'es', 'it'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const MOBILE_BREAKPOINT_PX = 768;
export const DESKTOP_MAP_HEIGHT_PX = 600;
/** Mobile map height is the window height minus this. */
export const MOBILE_MAP_HEIGHT_OFFSET_PX = 65;

export const FLASH_MESSAGE_MS = 5000;
export const SUCCESS_FLASH_MS = 3000;

export const IMAGE_MAX_BYTES = 2_000_000;

export const SPOT_ZOOM = 17;
export const HOME_MAX_ZOOM_AFTER_FIT = 7;
export const SPOT_EDIT_POPUP_ZOOM = 14;
export const SPOT_EDIT_POPUP_ZOOM_NEW = 1;
export const IMAGE_SHAPE_REFERENCE_ZOOM = 16;

export const PREVIEW_DEFAULT_SIZE = 500;
export const CIRCLE_DEFAULT_RADIUS_M = 60;
export const RECTANGLE_DEFAULT_WIDTH_M = 120;
export const RECTANGLE_DEFAULT_HEIGHT_M = 60;
export const CROPPED_PREVIEW_BOX_PX = 100;

export const CIRCLE_KML_POINTS = 64;
export const EARTH_RADIUS_M = 6_378_137;

export const MESSAGES_PAGE_SIZE = 10;
export const NEWS_INTRO_MAX_CHARS = 500;
export const GENERATED_PASSWORD_LENGTH = 8;
/** Page size of the paged lists (members, news, pictures, videos, clubs). */
export const LIST_PAGE_SIZE = 12;
/** Comments of a news item shown at once: the latest, then this many earlier ones at each ask. */
export const COMMENTS_PAGE_SIZE = 20;

export const ACCESS_OPTIONS_MAX = 5;
export const INTEREST_POINTS_MAX = 10;
export const BEST_HOURS_MAX = 4;

export const DEFAULT_SORT_ORDER = 'creation_date';
export const DEFAULT_LAYER_NAME = 'New layer';
export const LIVE_CAROUSEL_INTERVAL_MS = 2000;
export const USER_POLLING_MS = 200;
export const UPLOAD_SIZE_FACTOR = 1024;
export const DEFAULT_UPLOAD_CONCURRENCY = 3;

/** Media types and video sources as the API numbers them. */
export const MEDIA_TYPE = { picture: 1, video: 2 } as const;
export const VIDEO_SOURCE = { siteA: 1, siteB: 2 } as const;

/** Roles as the API numbers them (SPEC.md section 6). */
export const ROLE = { superAdministrator: 1, manager: 2, member: 3 } as const;
