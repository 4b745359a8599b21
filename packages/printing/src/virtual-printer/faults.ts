/**
 * Failures the virtual printer can act out for tests and demos.
 *  refuse       stop listening: connections get ECONNREFUSED, as with a printer switched off
 *  stall        accept, read `afterBytes` bytes of each connection, then stop reading (paper jam,
 *               frozen firmware); clearing the fault closes stalled connections, as a power cycle does
 *  drop         close each connection after `afterBytes` bytes (cable pulled, printer rebooting)
 *  paper-low    print, but report paper near end
 *  paper-out    answer status with paper end and print nothing
 *  cover-open   answer status with cover open and print nothing
 */
export type VirtualPrinterFault =
  | { kind: 'refuse' }
  | { kind: 'stall'; afterBytes: number }
  | { kind: 'drop'; afterBytes: number }
  | { kind: 'paper-low' }
  | { kind: 'paper-out' }
  | { kind: 'cover-open' };
