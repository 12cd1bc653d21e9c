// Every exact message string of the spec, copied once. Import from here or from the area's file.
export * from './analyticsMessages';
export * from './checkoutMessages';
export * from './dataLayerMessages';
export * from './dialogMessages';
export * from './formMessages';
export * from './galleryMessages';
export * from './imageMessages';
export * from './interfaceStrings';
export * from './runtimeMessages';
export * from './videoMessages';
