/** Moved to lib/excel/colors.ts (issue 12.4); kept until the importers being edited now switch over. */
export * from '../../lib/excel/colors.js';
