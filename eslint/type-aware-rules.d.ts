import type { Linter } from 'eslint';

export declare const TYPE_AWARE_RULES: Linter.RulesRecord;
