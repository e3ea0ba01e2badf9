/** Moved to features/rundown/rundown.repo.ts (issue 12.4); kept until the importers being edited now switch over. */
export * from '../rundown/rundown.repo.js';
