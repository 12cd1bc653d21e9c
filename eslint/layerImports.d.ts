import type { ESLint, Rule } from 'eslint';

export declare const layerImports: Rule.RuleModule;
/** Each layer of src/ and the layers it may import from. */
export declare const MAY_IMPORT: Record<string, string[]>;
declare const plugin: ESLint.Plugin;
export default plugin;
