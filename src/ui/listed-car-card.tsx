/**
 * A car of an API list (getAllCar, carSearchText, getRecommendedCar) as a card that links to its detail
 * page and whose heart likes it through useCarLike: written once for every list that shows such cars
 * (home grid, recommended cars, car list, importer's cars).
 */
import type { CarListItem } from '../lib/api/api-types.ts';
import { cardFromListItem } from '../lib/cars/car-card-model.ts';
import type { Lang } from '../lib/i18n/langs.ts';
import { routePath } from '../lib/site/routes.ts';
import { CarCard, type CarCardProps } from './car-card.tsx';
import type { CarLike } from './use-car-like.ts';

export interface ListedCarCardProps extends Omit<CarCardProps, 'car' | 'href' | 'onLike' | 'likeBusy'> {
  item: CarListItem;
  lang: Lang;
  like: CarLike;
}

export function ListedCarCard({ item, lang, like, ...card }: ListedCarCardProps) {
  const car = cardFromListItem(item);
  return (
    <CarCard
      {...card}
      car={car}
      lang={lang}
      href={routePath(lang, 'carDetail', { id: car.id })}
      onLike={like.toggle}
      likeBusy={like.busyId === car.id}
    />
  );
}
