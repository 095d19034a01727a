import { describe, expect, it } from 'vitest';
import { cpuMultiplier, devices, drift } from './bench-calibration.mjs';

describe('CPU calibration', () => {
  it("gives Lighthouse's default 4x on the host the budgets were set on", () => {
    const budgetPhone = devices.find((device) => device.id === 'budget');
    expect(budgetPhone?.index).toBe(500);
    expect(cpuMultiplier(2000, 500)).toBe(4);
  });

  it('slows a slower host less, to emulate the same phone', () => {
    expect(cpuMultiplier(941, 500)).toBe(1.88);
    expect(cpuMultiplier(2650, 264)).toBe(10.04);
  });

  it('never asks Chromium to speed a page up', () => {
    expect(cpuMultiplier(400, 500)).toBe(1);
  });

  it('refuses an index that was not measured', () => {
    expect(() => cpuMultiplier(Number.NaN, 500)).toThrow(/Cannot calibrate/);
    expect(() => cpuMultiplier(0, 500)).toThrow(/Cannot calibrate/);
  });

  it('names a run whose host moved more than 25% from the calibration', () => {
    expect(drift(2000, 1400)).toBeCloseTo(-0.3);
    expect(drift(2000, 2600)).toBeCloseTo(0.3);
    expect(drift(2000, 1600)).toBeNull();
    expect(drift(2000, 2400)).toBeNull();
  });
});
