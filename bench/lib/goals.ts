// Every benchmark states its goals the same way: a measured figure, its target and which way
// is better. Each goal is printed twice: a line for people, and a `GOAL {json}` line that
// `npm run bench` (bench/run.ts) collects into the summary table it prints at the end.
export interface Goal {
  /** What is measured, with its baseline: "v1 lookup, 1 code: server CPU ratio to bare node:http". */
  name: string;
  measured: number;
  target: number;
  /** 'min': the measured figure must be at least the target; 'max': at most. */
  kind: 'min' | 'max';
  unit?: string;
}

export const GOAL_PREFIX = 'GOAL ';

export function isMet(goal: Goal): boolean {
  return goal.kind === 'min' ? goal.measured >= goal.target : goal.measured <= goal.target;
}

export function formatGoal(goal: Goal): string {
  const unit = goal.unit ? ` ${goal.unit}` : '';
  const sign = goal.kind === 'min' ? '>=' : '<=';
  return `${isMet(goal) ? 'met  ' : 'UNMET'}  ${goal.name}: ${goal.measured}${unit} (target ${sign} ${goal.target}${unit})`;
}

export function reportGoals(bench: string, goals: Goal[]): void {
  for (const goal of goals) {
    console.log(formatGoal(goal));
    console.log(GOAL_PREFIX + JSON.stringify({ bench, ...goal, met: isMet(goal) }));
  }
}
