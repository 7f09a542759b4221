/** Colours of rising and falling candles for the chart's canvas: global.css's tokens, as the Up colour setting made them. */
export function trendColours(): { up: string; down: string } {
  const style = getComputedStyle(document.documentElement);
  return { up: style.getPropertyValue('--app-rise').trim(), down: style.getPropertyValue('--app-fall').trim() };
}
