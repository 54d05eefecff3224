import { defineBoot } from './boot-kit';

/**
 * Home's largest paint is the first car's picture: its static page asks for the picture home
 * showed last time and shows it above the loading state's spinner (the route guard removes it when
 * the page opens).
 */
export default defineBoot({ route: 'home', picture: { splash: true } });
