export declare const keepDays: number;
export declare const keepReleases: number;
export declare class DeployError extends Error {}
export interface Release {
  readonly id: string;
  readonly deployedAt: string;
  readonly assets: readonly string[];
}
export declare function releasesToKeep(history: readonly Release[], currentId: string, now: Date): Release[];
export declare function deploy(options: {
  from: string;
  to: string;
  now?: Date;
  log?: (line: string) => void;
}): Promise<{ id: string; copied: number; removed: { releases: number; assets: number } }>;
