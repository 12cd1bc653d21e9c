// A digital product's download link (issue 48; docs/commerce.md): how long it works and how often. The
// spec sets no figures; these let a buyer fetch the file on a few devices in the week after buying, while a
// link posted publicly stops working soon.
export const DOWNLOAD_LIMITS = {
  TTL_MS: 7 * 24 * 60 * 60 * 1000,
  MAX_USES: 5,
} as const;

/** Where a download link points: /commerce/download?link={token}. */
export const DOWNLOAD_PATH = '/commerce/download';
export const DOWNLOAD_QUERY = 'link';

/** What a refused download link's page says: its title and why. */
export const DOWNLOAD_MESSAGES = {
  invalid: {
    title: 'Download link not valid',
    text: 'This download link is not one this store made. Use the link on your order confirmation.',
  },
  expired: {
    title: 'Download link expired',
    text: 'This download link has expired. Contact the store to get a new one.',
  },
  usedUp: {
    title: 'Download link used up',
    text: 'This download link has been used as many times as it allows. Contact the store to get a new one.',
  },
  missing: {
    title: 'File not available',
    text: 'The file for this download is not available right now. Contact the store.',
  },
} as const;
