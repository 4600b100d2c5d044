/** Folder → (folder it imports → the first file importing it). */
export type FolderGraph = Map<string, Map<string, string>>;
export function folderGraph(root: string): FolderGraph;
export function cyclesOf(graph: FolderGraph): string[][];
