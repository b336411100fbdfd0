/**
 * What the shell's boot imports from shell/src/delivery, in the bench's
 * build without progressive delivery (webpack.config.cjs): no map has a
 * canary, so the boot registers the map's stable URLs and nothing else.
 * A new import of the boot from there fails that build until added here.
 */
export const hasCanaries = (): boolean => false;

export const startDelivery = (): Promise<never> =>
  Promise.reject(new Error('no progressive delivery in this build'));
