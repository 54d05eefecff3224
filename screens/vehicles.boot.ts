import { FIRST_CAR_PICTURE_ID } from '@/features/vehicles/vehicle-list';
import { defineBoot } from './boot-kit';

/**
 * The vehicles page's largest paint is its first car's picture: its static page asks for the
 * picture home showed last time and draws it in the first car's outline (VehiclesShell).
 */
export default defineBoot({ route: 'vehicles', picture: { into: FIRST_CAR_PICTURE_ID } });
