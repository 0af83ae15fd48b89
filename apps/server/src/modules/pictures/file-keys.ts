/** The thumbnail's key sits beside the display image's: `pictures/3/ab.webp` -> `pictures/3/ab-thumb.webp`. */
export const thumbnailKeyOf = (fileKey: string) => fileKey.replace(/\.webp$/, '-thumb.webp');
