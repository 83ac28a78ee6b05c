/** Statement labels and styles, and the manual-match skeleton that web records reuse. */
export { default as bankStatementsStyles } from './components/bank-statements.module.css';
export { directionLabel, matchedLabels, statementLabels } from './labels.ts';
export { ManualMatchForm, MatchableRecordSheet, type Fact } from './components/manual-match.tsx';
export { useMatchFlow } from './components/use-match-flow.ts';
