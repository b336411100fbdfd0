/**
 * mf-exams' exam runner, loaded at run time through the shell's remote
 * module loader (@portal/shared/spa): never imported at build time, so
 * mf-exams deploys on its own and this remote works without it.
 */
import {
  EXAM_RUNNER_MODULE,
  EXAM_RUNNER_REMOTE,
  type ExamRunnerModule as ExamRunnerModuleOf,
  type ExamRunnerProps,
} from '@portal/shared/contracts';
import { loadRemoteModule } from '@portal/shared/spa';
import { useCallback, useEffect, useState, type ComponentType } from 'react';

/** The runner module as the module contract declares it (modules.ts). */
export type ExamRunnerModule = ExamRunnerModuleOf<
  ComponentType<ExamRunnerProps>
>;

function isExamRunnerModule(value: unknown): value is ExamRunnerModule {
  if (typeof value !== 'object' || value === null) return false;
  const runner = (value as { ExamRunner?: unknown }).ExamRunner;
  // A function component, or an object such as React.memo's.
  return (
    typeof runner === 'function' ||
    (typeof runner === 'object' && runner !== null)
  );
}

async function loadExamRunner(): Promise<ExamRunnerModule> {
  const module = await loadRemoteModule<unknown>(
    EXAM_RUNNER_REMOTE,
    EXAM_RUNNER_MODULE,
  );
  if (!isExamRunnerModule(module))
    throw new Error('mf_exams/exam-runner 不是有效的答题组件');
  return module;
}

type RunnerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; Runner: ComponentType<ExamRunnerProps> };

/** Loads the runner when `enabled`; `retry` loads it again after a failure. */
export function useExamRunner(
  enabled: boolean,
  load: () => Promise<ExamRunnerModule> = loadExamRunner,
): { state: RunnerState; retry: () => void } {
  const [state, setState] = useState<RunnerState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (module) =>
        live && setState({ status: 'ready', Runner: module.ExamRunner }),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
