import { z } from 'zod';
import type { Schemas } from '../../core/types';
import { absoluteImageUrl } from '../images';
import { authenticatedOperation, json, noContent, publicOperation, readBody } from '../operation';
import { badRequest, conflict, forbidden, notFound } from '../problem';
import { pageRequest, paginate, queryInteger, queryNumber, queryString, requiredQueryString, sortItems } from '../query';
import { BRANDS, type BrandId } from '../seed/markets';
import { MOCK_NAMESPACE_HEADER, parseNamespace } from '../store';
import type { CustomerRecord, Partition, VehicleRecord } from '../store-types';

/** The answer's shape: the car's picture on the mock's picture host. */
export function toVehicle({ ownerId: _owner, history: _history, ...vehicle }: VehicleRecord): Schemas['Vehicle'] {
  return { ...vehicle, imageUrl: absoluteImageUrl(vehicle.imageUrl) };
}

const normalise = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
/** Search text: case and spaces do not matter ("2500" finds "25 00", "valby" finds "Valby"). */
const compact = (value: string) => value.replace(/\s/g, '').toLowerCase();

function ownVehicle(partition: Partition, customer: CustomerRecord, vehicleId: string): VehicleRecord {
  const vehicle = partition.vehicles.find((v) => v.vehicleId === vehicleId && v.ownerId === customer.customerId);
  if (!vehicle) throw notFound('No such vehicle among yours.');
  return vehicle;
}

function findByRegistrationOrVin(vehicles: VehicleRecord[], value: string): VehicleRecord | undefined {
  const wanted = normalise(value);
  return vehicles.find((v) => normalise(v.registrationNumber) === wanted || v.vin === wanted);
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function retailerType(value: string | undefined, name: string): 'sales' | 'service' | undefined {
  if (value !== undefined && value !== 'sales' && value !== 'service') throw badRequest(`${name} must be sales or service.`, { [name]: ['Expected sales or service'] });
  return value;
}

export const vehicleHandlers = [
  authenticatedOperation({ operationId: 'getVehicles', method: 'get', path: '/api/profile/vehicles' }, ({ partition, customer }) =>
    json(partition.vehicles.filter((v) => v.ownerId === customer.customerId).map(toVehicle)),
  ),

  publicOperation({ operationId: 'searchVehicle', method: 'get', path: '/api/profile/vehicle-search/{searchValue}' }, ({ request, url, params, partition, store }) => {
    const brandId = requiredQueryString(url, 'brandId').toUpperCase();
    const marketId = requiredQueryString(url, 'marketId').toUpperCase();
    if (brandId !== partition.brand.brandId || marketId !== partition.market.marketId) throw notFound('No vehicle with that registration number or VIN.');
    // The national register knows every brand's cars: one of the other brand is found (and then refused by the portal).
    const namespace = parseNamespace(request.headers.get(MOCK_NAMESPACE_HEADER));
    const otherBrands = (Object.keys(BRANDS) as BrandId[]).filter((id) => id !== partition.brand.brandId);
    const candidates = [partition, ...otherBrands.map((id) => store.partition(id, partition.market.marketId, namespace))];
    for (const candidate of candidates) {
      const vehicle = findByRegistrationOrVin(candidate.vehicles, params.searchValue!);
      if (!vehicle) continue;
      return json({
        vehicleId: vehicle.vehicleId,
        brandId: candidate.brand.brandId,
        vin: vehicle.vin,
        registrationNumber: vehicle.registrationNumber,
        model: vehicle.model,
        modelYear: vehicle.modelYear,
        hasOwner: vehicle.ownerId !== null,
      });
    }
    throw notFound('No vehicle with that registration number or VIN.');
  }),

  authenticatedOperation({ operationId: 'addVehicle', method: 'post', path: '/api/profile/vehicles/{vehicleId}' }, ({ params, partition, customer }) => {
    const vehicle = partition.vehicles.find((v) => v.vehicleId === params.vehicleId);
    if (!vehicle) throw notFound('No such vehicle.');
    if (vehicle.ownerId === customer.customerId) throw conflict('The vehicle is already yours.');
    if (vehicle.ownerId) throw conflict('The vehicle is registered to another owner.');
    vehicle.ownerId = customer.customerId;
    return json(toVehicle(vehicle), 201);
  }),

  authenticatedOperation({ operationId: 'updateVehicle', method: 'put', path: '/api/profile/vehicles/{vehicleId}' }, async ({ request, params, partition, customer }) => {
    const vehicle = ownVehicle(partition, customer, params.vehicleId!);
    const body = await readBody(
      request,
      z
        .object({
          nickname: z.string().trim().max(40).nullable().optional(),
          colour: z.string().trim().min(1).max(40).optional(),
          registrationNumber: z.string().trim().min(2).max(10).optional(),
        })
        .strict(),
    );
    if (body.nickname !== undefined) vehicle.nickname = body.nickname || null;
    if (body.colour !== undefined) vehicle.colour = body.colour;
    if (body.registrationNumber !== undefined) vehicle.registrationNumber = body.registrationNumber.toUpperCase();
    return json(toVehicle(vehicle));
  }),

  authenticatedOperation({ operationId: 'deleteVehicle', method: 'delete', path: '/api/profile/vehicles/{vehicleId}' }, ({ params, partition, customer }) => {
    ownVehicle(partition, customer, params.vehicleId!).ownerId = null;
    return noContent();
  }),

  authenticatedOperation(
    { operationId: 'updateVehicleMileage', method: 'put', path: '/api/profile/vehicles/{vehicleId}/mileage' },
    ({ url, params, partition, customer, store }) => {
      const vehicle = ownVehicle(partition, customer, params.vehicleId!);
      requiredQueryString(url, 'mileage');
      const mileage = queryInteger(url, 'mileage', { min: 0, max: 2_000_000 })!;
      if (mileage < vehicle.mileage) {
        throw badRequest('The mileage cannot be lower than the last reported.', { mileage: [`At least ${vehicle.mileage}`] });
      }
      vehicle.mileage = mileage;
      vehicle.mileageUpdatedAt = store.now().toISOString();
      return json(toVehicle(vehicle));
    },
  ),

  authenticatedOperation(
    { operationId: 'updateVehiclePredictedMileage', method: 'put', path: '/api/profile/vehicles/{vehicleId}/predicted-mileage' },
    ({ url, params, partition, customer }) => {
      const vehicle = ownVehicle(partition, customer, params.vehicleId!);
      requiredQueryString(url, 'predictedMileage');
      vehicle.predictedMileage = queryInteger(url, 'predictedMileage', { min: 0, max: 200_000 })!;
      return json(toVehicle(vehicle));
    },
  ),

  authenticatedOperation(
    { operationId: 'getRoadsideAssistance', method: 'get', path: '/api/profile/roadside-assistance/market/{marketId}/brand/{brandId}' },
    ({ url, params, partition, customer, store }) => {
      if (params.marketId!.toUpperCase() !== partition.market.marketId || params.brandId!.toUpperCase() !== partition.brand.brandId) {
        throw notFound('No roadside assistance for that market and brand here.');
      }
      const customerId = queryString(url, 'customerId');
      if (customerId !== undefined && customerId !== customer.customerId) throw forbidden('This is another customer.');
      const vehicleId = queryString(url, 'vehicleId');
      const vehicle = vehicleId === undefined ? undefined : ownVehicle(partition, customer, vehicleId);
      // The brand's roadside assistance runs with the warranty: a car past it is not covered.
      if (vehicle && (!vehicle.warrantyEndDate || vehicle.warrantyEndDate < store.now().toISOString().slice(0, 10))) {
        throw notFound('This car is not covered by roadside assistance.');
      }
      const provider = partition.roadsideProvider;
      return json({
        marketId: partition.market.marketId,
        brandId: partition.brand.brandId,
        vehicleId: vehicle?.vehicleId ?? null,
        provider: provider.name,
        phoneNumber: provider.phoneNumber,
        coverage: provider.coverage,
        validUntil: vehicle?.warrantyEndDate ?? null,
      });
    },
  ),

  authenticatedOperation({ operationId: 'getVehicleHistory', method: 'get', path: '/api/vehicle-history/{value}' }, ({ url, params, partition, customer }) => {
    const brandId = requiredQueryString(url, 'brandId').toUpperCase();
    const owned = partition.vehicles.filter((v) => v.ownerId === customer.customerId);
    const vehicle = brandId === partition.brand.brandId ? findByRegistrationOrVin(owned, params.value!) : undefined;
    if (!vehicle) throw notFound('No history for that vehicle among yours.');
    return json({ vin: vehicle.vin, registrationNumber: vehicle.registrationNumber, model: vehicle.model, events: vehicle.history });
  }),

  authenticatedOperation({ operationId: 'getRetailerSites', method: 'get', path: '/api/profile/retailer-sites' }, ({ url, partition }) => {
    const latitude = queryNumber(url, 'Latitude', { min: -90, max: 90 });
    const longitude = queryNumber(url, 'Longitude', { min: -180, max: 180 });
    if ((latitude === undefined) !== (longitude === undefined)) {
      throw badRequest('Latitude and Longitude go together.', { [latitude === undefined ? 'Latitude' : 'Longitude']: ['Required with the other'] });
    }
    const type = retailerType(queryString(url, 'Type'), 'Type');
    const brandId = queryString(url, 'BrandId')?.toUpperCase();
    const value = queryString(url, 'Value');
    const needle = value === undefined ? undefined : compact(value);
    const position = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
    const sites = partition.retailerSites
      .filter(
        (site) =>
          (!type || site.types.includes(type)) &&
          (!brandId || site.brandIds.includes(brandId)) &&
          (!needle ||
            [site.name, site.address.city, site.address.street, site.address.postalCode].some((text) =>
              compact(text).includes(needle),
            )),
      )
      .map((site) => ({ ...site, distanceKm: position ? distanceKm(position, site.location) : null }));
    const sorted = sortItems(
      url,
      sites,
      { name: (s) => s.name, city: (s) => s.address.city, distance: (s) => s.distanceKm ?? 0 },
      position ? { field: 'distance', order: 'asc' } : { field: 'name', order: 'asc' },
    );
    return json(paginate(sorted, pageRequest(url)));
  }),

  authenticatedOperation(
    { operationId: 'getRetailerSite', method: 'get', path: '/api/profile/retailer-sites/{retailerSiteId}' },
    ({ params, partition }) => {
      const site = partition.retailerSites.find((s) => s.retailerSiteId === params.retailerSiteId);
      if (!site) throw notFound('No such retailer site.');
      return json({ ...site, distanceKm: null });
    },
  ),

  authenticatedOperation(
    { operationId: 'setPreferredRetailerSite', method: 'put', path: '/api/profile/preferred-retailer-sites/{type}/{retailerSiteId}' },
    ({ params, partition, customer }) => {
      const type = retailerType(params.type, 'type')!;
      const site = partition.retailerSites.find((s) => s.retailerSiteId === params.retailerSiteId);
      if (!site) throw notFound('No such retailer site.');
      if (!site.types.includes(type)) throw badRequest(`${site.name} does not offer ${type}.`, { type: [`Not offered by this site`] });
      customer.preferredRetailerSites[type] = site.retailerSiteId;
      return noContent();
    },
  ),
];
