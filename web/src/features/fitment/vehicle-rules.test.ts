import { describe, expect, it } from 'vitest';
import type { FacetOption, SessionVehicle } from '@parts/common/fitment';
import { saveVehiclePath } from './fitment-api';
import { afterSave, afterToggle, chosenOf, findByName, hasVehicle, pick, splitPopular } from './vehicle-rules';

const vehicle: SessionVehicle = {
  facets: [
    { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' },
    { api_field: 'MakeID', api_value: '10', label_field: 'Make', label_value: 'Ford' },
    { api_field: 'ModelID', api_value: '61', label_field: 'Model', label_value: 'F-150' },
    { api_field: 'SubModelID', api_value: '122', label_field: 'Sub Model', label_value: 'XLT' },
  ],
  hasYmm: true,
  hasEngine: false,
  label: '2015 Ford F-150 XLT',
  show_universal: true,
};

describe('afterSave (spec 000 section 4, vehicle lifecycle)', () => {
  it('redirects when ymm_redirect is set, whatever the refresh flag', () => {
    expect(afterSave({ redirect: '/product/catalog', refresh: true })).toEqual({
      kind: 'redirect',
      to: '/product/catalog',
    });
    expect(afterSave({ redirect: '/', refresh: false })).toEqual({ kind: 'redirect', to: '/' });
  });
  it('reloads when the page refresh is on, else only updates the state', () => {
    expect(afterSave({ redirect: null, refresh: true })).toEqual({ kind: 'reload' });
    expect(afterSave({ redirect: '  ', refresh: false })).toEqual({ kind: 'update' });
  });
  it('follows ymm_page_refresh after toggling universal parts', () => {
    expect(afterToggle('1')).toEqual({ kind: 'reload' });
    expect(afterToggle('0')).toEqual({ kind: 'update' });
  });
});

describe('the form and the session vehicle', () => {
  it('starts the form from the chosen facets', () => {
    expect(chosenOf(vehicle)).toEqual({ Year: '2015', MakeID: '10', ModelID: '61', SubModelID: '122' });
    expect(pick(chosenOf(vehicle), ['Year', 'SubModelID', 'EngineMfrID'])).toEqual({ Year: '2015', SubModelID: '122' });
    expect(hasVehicle(vehicle)).toBe(true);
    expect(hasVehicle({ facets: [] })).toBe(false);
  });

  it('writes saveVehicle arguments in facet order as add1..addN, and none to reset', () => {
    expect(saveVehiclePath({ SubModelID: '3', Year: '2015', MakeID: '5', ModelID: '9', BodyTypeID: '' })).toBe(
      '/ymm/json/saveVehicle?add1=Year%3A2015&add2=MakeID%3A5&add3=ModelID%3A9&add4=SubModelID%3A3',
    );
    expect(saveVehiclePath({})).toBe('/ymm/json/saveVehicle');
  });
});

describe('facet options', () => {
  const makes: FacetOption[] = [
    { id: 6, name: 'Chevrolet', popular: true },
    { id: 10, name: 'Ford', popular: true },
    { id: 1, name: 'Acura' },
    { id: 2, name: 'Land Rover' },
  ];

  it('puts popular makes in their own group only when ymm_popular_sort is "1"', () => {
    expect(splitPopular(makes, true)).toEqual({ popular: makes.slice(0, 2), rest: makes.slice(2) });
    expect(splitPopular(makes, false)).toEqual({ popular: [], rest: makes });
  });

  it('finds the decoded make by name, ignoring case', () => {
    expect(findByName(makes, 'FORD')?.id).toBe(10);
    expect(findByName(makes, 'land rover')?.id).toBe(2);
    expect(findByName(makes, 'Tesla')).toBeUndefined();
    expect(findByName(makes, null)).toBeUndefined();
  });
});
