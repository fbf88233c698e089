/** Size of the Open Graph and Twitter cards (the size both networks recommend). */
export const OG_SIZE = { width: 1200, height: 630 };
