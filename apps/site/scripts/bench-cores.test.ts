import { describe, expect, it } from 'vitest';
import { chromiumProcessType, pageCoreProblems, parseCpuList, planCores } from './bench-cores.mjs';

describe("the page's own core", () => {
  it('reads CPU lists as the kernel writes them', () => {
    expect(parseCpuList('0-1\n')).toEqual([0, 1]);
    expect(parseCpuList('0,2-4,7')).toEqual([0, 2, 3, 4, 7]);
    expect(parseCpuList('3')).toEqual([3]);
    expect(() => parseCpuList('2-1')).toThrow('Not a CPU list');
  });

  it('gives the page the last CPU and the lab the rest, and reserves nothing on one CPU', () => {
    expect(planCores([0, 1])).toEqual({ page: 1, lab: [0] });
    expect(planCores([3, 0, 2, 1])).toEqual({ page: 3, lab: [0, 1, 2] });
    expect(planCores([5])).toBeNull();
    expect(planCores([])).toBeNull();
  });

  it("tells Chromium's processes by their --type switch", () => {
    expect(chromiumProcessType('/usr/lib/chromium/chromium --type=renderer --lang=en')).toBe(
      'renderer',
    );
    expect(chromiumProcessType('/usr/lib/chromium/chromium --type=zygote --no-sandbox')).toBe(
      'zygote',
    );
    expect(chromiumProcessType('/usr/lib/chromium/chromium --type=gpu-process')).toBe(
      'gpu-process',
    );
    expect(chromiumProcessType('/usr/lib/chromium/chromium --headless --no-sandbox')).toBe(
      'browser',
    );
  });

  const plan = { page: 1, lab: [0] };
  const chromium = (pid: number, type: string, cpus: number[]) => ({
    pid,
    type,
    cpus,
    commandLine: `/usr/lib/chromium/chromium${type === 'browser' ? '' : ` --type=${type}`}`,
  });

  it('passes when the renderers and the zygotes have the page core', () => {
    expect(
      pageCoreProblems(
        [
          chromium(10, 'browser', [0]),
          chromium(11, 'zygote', [1]),
          chromium(12, 'gpu-process', [0]),
          chromium(13, 'renderer', [1]),
        ],
        plan,
        { pageOpen: true },
      ),
    ).toEqual([]);
  });

  it('fails loudly on a renderer off the page core, or on no renderer while a page is open', () => {
    expect(
      pageCoreProblems([chromium(10, 'browser', [0]), chromium(13, 'renderer', [0, 1])], plan, {
        pageOpen: true,
      }),
    ).toEqual(['renderer 13 runs on CPUs 0,1, not 1 (/usr/lib/chromium/chromium --type=renderer)']);
    expect(pageCoreProblems([chromium(10, 'browser', [0])], plan, { pageOpen: true })).toEqual([
      'no renderer process was found while a page was open',
    ]);
    expect(pageCoreProblems([chromium(10, 'browser', [0])], plan, { pageOpen: false })).toEqual([]);
  });
});
