/** The video site of a video's Source: 1 is YouTube (site A), otherwise Vimeo (site B). */
export const siteName = (source: number) => (source === 1 ? 'YouTube' : 'Vimeo');
