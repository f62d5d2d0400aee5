import { ChartPie } from 'lucide-react';

/** The page's title, its description for search and sharing, and what the check-in asks of you. */
export function WheelIntro() {
  return (
    <>
      <title>Wheel of Life · Founder Flow</title>
      <meta
        name="description"
        content="Rate eight areas of your life from 1 to 10, see the shape of your week on a wheel, compare it with earlier check-ins and find sessions for the areas that need you most."
      />
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-teal-800">
          <ChartPie aria-hidden="true" className="size-4" />A five-minute check-in
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-5xl">Wheel of Life</h1>
        <p className="mt-3 text-lg text-stone-700">
          Startups pull everything towards the company. Rate each area of your life as it feels this week, not
          as it should be. A lopsided wheel is not a verdict, just a place to start.
        </p>
      </header>
    </>
  );
}
