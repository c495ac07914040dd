/**
 * The head of the "gadgets" declaration the rule tests build their worlds from (no file in schemas/
 * declares it): what every such test shares, before the display field, calls and schema it varies.
 */
export function gadgetHead() {
  return {
    kind: 'gadgets',
    label: { one: 'Gadget', many: 'Gadgets' },
    area: 'ENTITY',
    changeLogType: 'Gadget',
    useCases: ['EVT'],
    scope: 'website',
    route: 'gadgets',
    id: 'gadget_id',
  };
}
