// duty_impact's answer as the tool makes it, fresh (its run and envelope, no cache, no writer),
// for tests that compare what the REST route sends against it.
import { tariffs } from '../../src/tariffs/routes.ts';
import { runPublicTool } from '../../src/http/public-routes.ts';
import { toolInputSchema } from '../../src/http/public-tool.ts';
import { buildTestApp, type TestApp } from './app.ts';

/** An app whose soft limit no test run reaches. */
export const unlimitedApp = () => buildTestApp({ env: { PUBLIC_RATE_PER_MINUTE: '100000', PUBLIC_RATE_BURST: '100000' } });

/** The REST body for `question` (checked as the route checks it), made fresh on `t`'s clock. */
export async function freshDutyImpactBody(t: TestApp, question: Record<string, unknown>): Promise<Record<string, unknown>> {
  const tool = tariffs.publicTools!(t.deps).find((x) => x.name === 'duty_impact')!;
  const input = toolInputSchema(tool).parse(question) as Record<string, unknown>;
  return runPublicTool(tool, input, t.deps, 'req_test', () => new AbortController().signal, t.clock());
}
