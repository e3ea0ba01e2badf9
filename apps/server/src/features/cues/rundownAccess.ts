/** Moved to features/rundown/access.ts (issue 12.4); kept until the importers being edited now switch over. */
export * from '../rundown/access.js';
