// The statistics the benches print: every figure is a median (or quartiles) over rounds run in turns.
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
