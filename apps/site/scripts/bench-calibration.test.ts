import { describe, expect, it } from 'vitest';
import {
  cpuMultiplier,
  devices,
  emulationMiss,
  hostSpeed,
  RETAKE_LIMIT,
} from './bench-calibration.mjs';

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

  it('follows the host: the median of its latest five indexes', () => {
    const speed = hostSpeed([1000, 1100, 900, 1050, 950]);
    expect(speed.index).toBe(1000);
    // One odd run moves it little; a host that stays slower moves it all the way.
    speed.observe(500);
    expect(speed.index).toBe(950);
    for (const index of [600, 600, 600]) speed.observe(index);
    expect(speed.index).toBe(600);
    // An index Lighthouse could not measure is no observation.
    speed.observe(Number.NaN);
    speed.observe(0);
    expect(speed.index).toBe(600);
    expect(() => hostSpeed([])).toThrow(/Cannot calibrate/);
  });

  it('takes a run again when it emulated a phone more than 20% away from the device', () => {
    expect(RETAKE_LIMIT).toBe(0.2);
    // Slowed 2x on a host that ran at 700 during the run: a phone of 350, 30% slower than 500.
    expect(emulationMiss(500, 700, 2)).toBeCloseTo(-0.3);
    expect(emulationMiss(500, 1300, 2)).toBeCloseTo(0.3);
    expect(emulationMiss(500, 900, 2)).toBeNull();
    expect(emulationMiss(500, 1100, 2)).toBeNull();
    // At 1x the host is already slower than the device: taking the run again cannot help.
    expect(emulationMiss(500, 300, 1)).toBeNull();
    expect(emulationMiss(500, Number.NaN, 2)).toBeNull();
  });
});
