export type DebianToolName =
  | 'chromium'
  | 'chromiumHeadlessShell'
  | 'firefox'
  | 'webkitDriver'
  | 'xvfbRun'
  | 'java';
export interface DebianTool {
  label: string;
  candidates: () => (string | undefined)[];
  packages: string[];
  /** Set on a tool the tests can do without: what they use instead. */
  withoutIt?: string;
}
export const debianTools: Record<DebianToolName, DebianTool>;
/** The tool's path, or undefined when it is not on this machine. */
export function findTool(name: DebianToolName): string | undefined;
/** The tool's path; throws with a clear message when it is missing. */
export function toolPath(name: DebianToolName): string;
export function ensureTools(names: DebianToolName[]): {
  paths: Record<string, string>;
  installMs: number;
  /** Tools still missing that the tests need. */
  missing: DebianToolName[];
  /** Missing tools the tests can do without (`withoutIt`). */
  doneWithout: DebianToolName[];
};
export function howToInstall(names: DebianToolName[]): string;
