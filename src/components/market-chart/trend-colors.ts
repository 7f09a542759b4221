/** Colours of rising and falling prices, for the chart's canvas: the same as global.css --app-up / --app-down. */
export const TREND_COLORS = { up: '#12a150', down: '#e5484d', flat: '#5b6472' } as const;
