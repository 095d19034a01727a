import { describe, expect, test } from 'vitest';
import {
  blockingByKind,
  blockingOf,
  describeBlocking,
  kindOfTask,
  REPORTED_KINDS,
} from './bench-blocking.mjs';

const page = 'https://localhost/contact';
const events = (...names: string[]) => names.map((name) => ({ name }));

describe('kindOfTask', () => {
  test('names each kind of task a page load runs', () => {
    expect(kindOfTask(events('UpdateLayoutTree', 'Layout', 'Paint'), page)).toBe(
      'frame (style, layout, paint)',
    );
    expect(kindOfTask(events('ParseHTML', 'EvaluateScript'), page)).toBe(
      'document parse and inline scripts',
    );
    expect(kindOfTask(events('v8.evaluateModule', 'RunMicrotasks'), page)).toBe(
      'module evaluation',
    );
    expect(
      kindOfTask(
        [{ name: 'FunctionCall', args: { data: { url: 'https://localhost/assets/shell-1.js' } } }],
        page,
      ),
    ).toBe('script shell-1.js');
    expect(kindOfTask(events('EventDispatch', 'DocumentLoader::CommitNavigation'), page)).toBe(
      'navigation commit',
    );
    expect(kindOfTask(events('ScriptCatchup'), page)).toBe("Lighthouse's script instrumentation");
    expect(kindOfTask(events('TimerFire'), page)).toBe('other');
  });

  test("a call into the document's own inline script is not a module's", () => {
    expect(kindOfTask([{ name: 'FunctionCall', args: { data: { url: page } } }], page)).toBe(
      'other',
    );
  });
});

describe('blockingOf', () => {
  test('counts the part of a task beyond 50 ms, inside first contentful paint to interactive', () => {
    expect(blockingOf({ startTime: 1000, endTime: 1080 }, 900, 2000)).toBe(30);
    // Clipped at FCP first, then the threshold: 60 ms after FCP block 10.
    expect(blockingOf({ startTime: 900, endTime: 1060 }, 1000, 2000)).toBe(10);
    expect(blockingOf({ startTime: 900, endTime: 1040 }, 1000, 2000)).toBe(0);
    // Clipped at interactive.
    expect(blockingOf({ startTime: 1900, endTime: 2100 }, 1000, 2000)).toBe(50);
    expect(blockingOf({ startTime: 2100, endTime: 2300 }, 1000, 2000)).toBe(0);
  });
});

test('describeBlocking sums up a run in one line', () => {
  expect(
    describeBlocking({
      tbtMs: 52.4,
      tasks: [
        {
          kind: 'frame (style, layout, paint)',
          observedStartMs: 200,
          observedMs: 31.2,
          cpuMs: 25.1,
          simulatedStartMs: 1021,
          simulatedMs: 89,
          blockingMs: 39,
        },
        {
          kind: 'module evaluation',
          observedStartMs: 480,
          observedMs: 11.6,
          cpuMs: 10.2,
          simulatedStartMs: 1819,
          simulatedMs: 66,
          blockingMs: 13.4,
        },
      ],
    }),
  ).toBe(
    'TBT 52 = frame (style, layout, paint) 39 (31.2 ms at 1x, 25.1 of CPU) + module evaluation 13 (11.6 ms at 1x, 10.2 of CPU)',
  );
  expect(describeBlocking({ tbtMs: 0, tasks: [] })).toBe('TBT 0');
});

describe('blockingByKind', () => {
  test('sums a run by kind, every chunk of script as one, and every kind kindOfTask names is listed', () => {
    const kinds = [
      events('Layout'),
      events('ParseHTML'),
      events('v8.evaluateModule'),
      [{ name: 'FunctionCall', args: { data: { url: 'https://localhost/assets/shell-1.js' } } }],
      [{ name: 'FunctionCall', args: { data: { url: 'https://localhost/assets/Tabs-2.js' } } }],
      events('ScriptCatchup'),
      events('DocumentLoader::CommitNavigation'),
      [{ name: 'EvaluateScript', args: { data: { url: page } } }],
      events('TimerFire'),
    ].map((taskEvents) => kindOfTask(taskEvents, page));
    const sums = blockingByKind({
      tasks: kinds.map((kind, index) => ({ kind, blockingMs: index + 1 })),
    });
    expect(Object.keys(sums)).toEqual([...REPORTED_KINDS]);
    expect(sums).toEqual({
      'frame (style, layout, paint)': 1,
      'document parse and inline scripts': 2,
      'module evaluation': 3,
      script: 4 + 5,
      "Lighthouse's script instrumentation": 6,
      'navigation commit': 7,
      'inline script': 8,
      other: 9,
    });
  });

  test('a run with nothing blocking is 0 of every kind', () => {
    expect(Object.values(blockingByKind({ tasks: [] }))).toEqual(REPORTED_KINDS.map(() => 0));
  });
});
