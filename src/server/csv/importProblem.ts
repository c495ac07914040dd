/** One reason an import is refused: where in the file (header = row 1) and what is wrong. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}
