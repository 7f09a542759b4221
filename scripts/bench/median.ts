/** The middle of the figures (the upper one of the two middles for an even count): what every bench reports. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
