/**
 * The most a visitor's "save the area for offline" may store on their phone (the satellite tiles
 * around the club's spots, in the browser's Cache Storage), in megabytes. The club's manager sets it
 * between `min` and `max`; a club starts at `default`. The manager's form, the server and the web
 * download read these same numbers.
 */
export const OFFLINE_AREA_MB = { min: 10, max: 1000, default: 100 } as const;
